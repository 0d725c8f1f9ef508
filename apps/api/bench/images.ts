// pnpm bench:images: a phone's full-size photo (4032×3024, 12 megapixels, a JPEG at the quality
// phones save, GPS in its EXIF, held upright) through the photo pipeline of the content API: the
// bytes sent, the bytes of every file made (width × format), and how long it took on this machine.
import { PHOTO_FORMATS, processPhoto } from '../src/content/images/pipeline.js'
import { phoneSizedPhoto } from '../src/test/photos.js'

const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`

const sent = await phoneSizedPhoto()
const started = performance.now()
const photo = await processPhoto(sent)
const seconds = (performance.now() - started) / 1000

console.log(
  `sent: 4032×3024 JPEG, ${kB(sent.length)} (${(sent.length / 1024 / 1024).toFixed(2)} MB)`,
)
console.log(
  `made: ${photo.width}×${photo.height} upright, ${photo.files.length} files in ${seconds.toFixed(1)} s`,
)
console.log(['width', ...PHOTO_FORMATS].join('\t'))
for (const width of new Set(photo.files.map((file) => file.width))) {
  const sizes = PHOTO_FORMATS.map((format) => {
    const file = photo.files.find((each) => each.width === width && each.format === format)
    return file ? kB(file.bytes.length) : '-'
  })
  console.log(
    [`${width}×${photo.files.find((file) => file.width === width)?.height}`, ...sizes].join('\t'),
  )
}
const largest = (format: string) =>
  photo.files.find((file) => file.format === format && file.width === photo.width)?.bytes.length ??
  0
console.log(
  `before → after at ${photo.width} px: ${kB(sent.length)} → AVIF ${kB(largest('avif'))}, WebP ${kB(largest('webp'))}, JPEG ${kB(largest('jpeg'))}`,
)
const phoneWidth = photo.files.find((file) => file.format === 'avif' && file.width === 768)
if (phoneWidth) {
  console.log(`what a 390 px phone at 2× loads (768 px AVIF): ${kB(phoneWidth.bytes.length)}`)
}
