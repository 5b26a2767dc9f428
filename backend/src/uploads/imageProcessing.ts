/**
 * Uploaded images are decoded and re-encoded by sharp, never stored as sent:
 * the output has no metadata (EXIF with GPS position, camera, author: sharp
 * drops it unless asked to keep it), is oriented by its EXIF first, bounded
 * in size, and WebP. A file sharp cannot decode — a right signature in front
 * of broken data, a truncated image — is a 422, not a 500.
 */
import sharp from 'sharp';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@conecta/common';
import { HttpError } from '../lib/errors';

/** Refuses decompression bombs: a small file that decodes to a gigantic bitmap. */
const MAX_INPUT_PIXELS = 40_000_000;

function decoder(buffer: Buffer) {
  // failOn 'warning': a truncated or damaged image is refused rather than half-decoded.
  return sharp(buffer, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
}

async function encode(work: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await work();
  } catch {
    throw new HttpError(422, UPLOAD_MESSAGES.imageCorrupt);
  }
}

/** The profile photo: a square avatar and a small square thumbnail, both cropped to the centre. */
export async function profilePhotoVersions(buffer: Buffer): Promise<{ avatar: Buffer; thumbnail: Buffer }> {
  const avatar = await encode(() =>
    decoder(buffer).resize(UPLOAD_LIMITS.avatarSize, UPLOAD_LIMITS.avatarSize, { fit: 'cover' }).webp({ quality: 82 }).toBuffer(),
  );
  const thumbnail = await encode(() =>
    sharp(avatar).resize(UPLOAD_LIMITS.thumbnailSize, UPLOAD_LIMITS.thumbnailSize, { fit: 'cover' }).webp({ quality: 80 }).toBuffer(),
  );
  return { avatar, thumbnail };
}

/** A portfolio image: its proportions kept, its longest side at most `portfolioImageMaxSide`. */
export async function portfolioImage(buffer: Buffer): Promise<Buffer> {
  const side = UPLOAD_LIMITS.portfolioImageMaxSide;
  return encode(() => decoder(buffer).resize(side, side, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer());
}

/** A partner's logo: proportions kept (logos are wide), within 480 × 240, transparency kept. */
export async function partnerLogo(buffer: Buffer): Promise<Buffer> {
  return encode(() => decoder(buffer).resize(480, 240, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 85 }).toBuffer());
}
