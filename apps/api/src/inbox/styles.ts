/** The inbox's one stylesheet, served at /admin/inbox.css (the pages carry no inline style or script). */
export const INBOX_CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f6f6f4}
a{color:#0b4f9c}a:hover{color:#073a74}
:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;background:#fff;padding:.5rem 1rem}.skip:focus{left:0;z-index:2}
.bar{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:center;justify-content:space-between;padding:.75rem 1rem;background:#1f2a37;color:#fff}
.bar a{color:#fff}.brand{margin:0;font-weight:700}.brand span{font-weight:400;opacity:.85;margin-left:.5rem}
.bar nav{display:flex;flex-wrap:wrap;gap:1rem;align-items:center}
main{max-width:78rem;margin:0 auto;padding:1rem}
h1{font-size:1.6rem;margin:.5rem 0 1rem}h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
button,.button{font:inherit;padding:.45rem .9rem;border:2px solid #1f2a37;border-radius:4px;background:#fff;color:#1a1a1a;cursor:pointer;text-decoration:none;display:inline-block}
button.primary{background:#1f2a37;color:#fff}button.danger{background:#a4161a;border-color:#a4161a;color:#fff}
.bar button{border-color:#fff;background:transparent;color:#fff;padding:.2rem .7rem}
label{display:block;font-weight:600;margin-bottom:.2rem}
input,select{font:inherit;padding:.4rem;border:2px solid #555;border-radius:4px;background:#fff;max-width:100%}
.counts{display:grid;grid-template-columns:repeat(auto-fit,minmax(8rem,1fr));gap:.5rem;margin:0 0 1rem;padding:0;list-style:none}
.counts li{background:#fff;border:1px solid #ccc;border-radius:6px;padding:.5rem .75rem}.counts strong{display:block;font-size:1.5rem}
.filters{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end;background:#fff;border:1px solid #ccc;border-radius:6px;padding:.75rem;margin-bottom:1rem}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin:.5rem 0 1rem}
.actions form{margin:0}
table{width:100%;border-collapse:collapse;background:#fff}
th,td{text-align:left;padding:.45rem .5rem;border-bottom:1px solid #ddd;vertical-align:top;overflow-wrap:anywhere}
th{background:#eceae4}
caption{text-align:left;font-weight:600;padding:.25rem 0}
.status{white-space:nowrap}.status-failed,.status-spam{color:#a4161a;font-weight:600}.status-forwarded{color:#1e6b34}
dl.fields{display:grid;grid-template-columns:minmax(9rem,16rem) 1fr;gap:.25rem 1rem;background:#fff;border:1px solid #ccc;border-radius:6px;padding:.75rem;margin:0}
dl.fields dt{font-weight:600}dl.fields dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
.notice{border-left:6px solid #1e6b34;background:#fff;padding:.75rem 1rem;margin-bottom:1rem}
.error-summary{border:4px solid #a4161a;background:#fff;padding:1rem;margin-bottom:1rem}.error-summary h2{margin-top:0}
.field-error{color:#a4161a;font-weight:600;margin:.2rem 0}
.visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.hint{margin:.2rem 0 0;font-size:.9rem;color:#444}
.reply-overdue{color:#a4161a}.reply-due-soon{color:#7a4a00}
tr.row-overdue td:first-child{box-shadow:inset 6px 0 0 #a4161a}tr.row-due-soon td:first-child{box-shadow:inset 6px 0 0 #b86e00}
.follow-up{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end;background:#fff;border:1px solid #ccc;border-radius:6px;padding:.75rem;margin:.75rem 0}
.follow-up h3{flex-basis:100%;margin:0;font-size:1.05rem}.follow-up textarea{font:inherit;padding:.4rem;border:2px solid #555;border-radius:4px;width:min(36rem,100%)}
.follow-up>div{max-width:100%}.history .note{white-space:pre-wrap;overflow-wrap:anywhere}
.field{margin:0 0 1rem}fieldset{border:1px solid #ccc;border-radius:6px;background:#fff;margin:0 0 1rem;padding:.5rem .75rem}legend{font-weight:600}
.check{display:flex;gap:.5rem;align-items:center;min-height:2.75rem}.check label{margin:0;font-weight:400}.check input{width:1.5rem;height:1.5rem}
ul.links li{margin:.5rem 0}code.secret{display:block;overflow-wrap:anywhere;background:#eceae4;padding:.5rem;font-size:1rem}
.pager{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin:1rem 0}
@media (max-width:48rem){
  dl.fields{grid-template-columns:1fr}dl.fields dd{margin-bottom:.5rem}
  table.cards thead{position:absolute;left:-9999px}
  table.cards tr{display:block;border:1px solid #ccc;border-radius:6px;margin-bottom:.75rem;background:#fff}
  table.cards td{display:grid;grid-template-columns:7.5rem 1fr;gap:.5rem;border:0;padding:.3rem .6rem;overflow-wrap:anywhere}
  table.cards td::before{content:attr(data-label);font-weight:600}
  table.cards th[scope=row]{display:block;border:0;padding:.4rem .6rem;font-weight:600}table.cards td.number{text-align:left}
}
form.editor{max-width:64rem}form.editor input:not([type=checkbox]),form.editor select,form.editor textarea{width:100%}
textarea{font:inherit;padding:.4rem;border:2px solid #555;border-radius:4px;background:#fff;max-width:100%}
.field-body{display:grid;grid-template-columns:minmax(0,1fr);gap:1rem}
.content-kinds .hint{display:block}
.markdown-guide{background:#fff;border:1px solid #ccc;border-radius:6px;padding:.75rem;font-size:.9rem}.markdown-guide h2{margin:0 0 .5rem;font-size:1rem}
.markdown-guide dl{margin:0}.markdown-guide dt{font-weight:600;margin-top:.4rem}.markdown-guide dd{margin:0}
.gallery{list-style:none;margin:0 0 1rem;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,16rem),1fr));gap:1rem}
.gallery li{background:#fff;border:1px solid #ccc;border-radius:6px;padding:.75rem}.gallery img{display:block;max-width:100%;height:auto}.gallery input{width:100%}
.conflict{border:4px solid #b86e00;background:#fff;padding:1rem;margin-bottom:1rem}.conflict h2{margin-top:0}
.state{display:inline-block;margin-right:.5rem}.state-published{color:#1e6b34;font-weight:600}.state-changed,.state-scheduled{color:#7a4a00;font-weight:600}
.schedule{display:flex;flex-wrap:wrap;gap:0 .75rem;align-items:end}.schedule .field{margin-bottom:.5rem}.schedule button{margin-bottom:.5rem}
@media (min-width:64rem){.field-body{grid-template-columns:minmax(0,1fr) 17rem}}
.report{margin-bottom:2rem}
.report-pair{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:1rem;align-items:start}
.report-pair.stacked{grid-template-columns:minmax(0,1fr)}
.report-pair figure{margin:0;background:#fff;border:1px solid #ccc;border-radius:6px;padding:.75rem}
.preview-frames{display:flex;flex-wrap:wrap;gap:1rem;align-items:start;margin:1rem 0}
.preview-frames figure{margin:0;max-width:100%;background:#fff;border:1px solid #ccc;border-radius:6px;padding:.5rem}
.preview-frames figcaption{font-weight:600;margin-bottom:.35rem}.frame-box{overflow:auto;max-width:100%}
.frame-box iframe{display:block;border:1px solid #999;background:#fff}
.preview-desk .frame-box{width:640px;height:400px}.preview-desk iframe{transform:scale(.5);transform-origin:0 0}
svg.chart{display:block;width:100%;max-width:36rem;height:auto}svg.chart-ring{max-width:12rem}
.legend{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;margin:.5rem 0 0;padding:0;font-size:.9rem}
.legend li{display:flex;align-items:center;gap:.35rem}
td.number,th.number{text-align:right;font-variant-numeric:tabular-nums}th.label{font-weight:400;background:#fff;overflow-wrap:anywhere}
@media (max-width:48rem){.report-pair{grid-template-columns:minmax(0,1fr)}}
.field-diff{background:#fff;border:1px solid #ccc;border-radius:6px;padding:.5rem .75rem;margin:0 0 .75rem}.field-diff h3{margin:0 0 .25rem;font-size:1rem}
p.diff{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
ins{background:#d7f0dc;color:#0d3d1a;text-decoration:underline 2px}del{background:#fbe1e1;color:#6b0d10;text-decoration:line-through 2px}
table.versions form{margin:0}.elided{display:block;margin:.25rem 0;color:#444;font-style:italic}@media (max-width:48rem){table.versions{background:none}}
`
