// One rule for both sides: the API fills a scripts-off post's attribution from its Referer with it.
export { ATTRIBUTION_PARAMS, attributionFromSearch } from '@hard-hat/forms'
