import {
  type ImageAsset,
  PHOTO_FILES,
  photoSrcset,
  photoUrl,
  uploadedPhoto,
} from '@hard-hat/content'
import { IMAGE_SIZES } from '../../lib/image-sizes'
import { SiteImage } from './site-image'

export { IMAGE_SIZES }

/**
 * A project's or article's image: the site's own (SiteImage), or a photo uploaded through the
 * editor (/media/…), offered as AVIF, then WebP, then JPEG, each in every width made of it. The
 * widths follow from its width alone (photoWidths, decision 043). Lazy unless `isPriority`.
 */
export function ProjectImage({
  image,
  title,
  isPriority = false,
  sizes = IMAGE_SIZES.card,
}: {
  image: ImageAsset
  title: string
  isPriority?: boolean
  /** Where it is shown, for an uploaded photo's `sizes`. */
  sizes?: string
}) {
  const photo = uploadedPhoto(image.src)
  if (!photo) return <SiteImage image={image} title={title} isPriority={isPriority} />
  return (
    <picture>
      {(['avif', 'webp'] as const).map((format) => (
        <source
          key={format}
          type={PHOTO_FILES[format].type}
          srcSet={photoSrcset(photo.id, photo.width, format)}
          sizes={sizes}
        />
      ))}
      <SiteImage
        image={image}
        title={title}
        isPriority={isPriority}
        src={photoUrl(photo.id, photo.width, 'jpeg')}
        srcSet={photoSrcset(photo.id, photo.width, 'jpeg')}
        sizes={sizes}
      />
    </picture>
  )
}
