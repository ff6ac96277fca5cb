import sharp from 'sharp';

/** The longest side of a thumbnail, in pixels: sharp on a tablet's list, small over a plant network. */
export const THUMBNAIL_SIZE = 240;

/**
 * A JPEG thumbnail of a photo, turned as the camera held it; null when the image cannot be decoded
 * (the photo is still kept: the person sees its name instead of a picture).
 */
export async function thumbnailOf(data: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(data, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 70 })
      .toBuffer();
  } catch {
    return null;
  }
}
