/**
 * Uploaded images are decoded and re-encoded by sharp, never stored as sent:
 * the output has no metadata (EXIF with GPS position, camera, author: sharp
 * drops it unless asked to keep it), is oriented by its EXIF first, bounded
 * in size, and WebP. A file sharp cannot decode — a right signature in front
 * of broken data, a truncated image — is a 422, not a 500.
 *
 * Decoding is the costly part of an upload (CPU and memory in libvips'
 * threads, outside the event loop's view), so it is bounded three ways
 * (issue 22): the pixels an image may declare (a decompression bomb is
 * refused on its header, before any decoding), the time one pipeline may
 * take, and how many run at once in this process (a small queue past that,
 * and 503 when even the queue is full).
 */
import type SharpFactory from 'sharp';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@conecta/common';
import { HttpError, ServiceUnavailableError } from '../lib/errors';

type Sharp = typeof SharpFactory;

/**
 * sharp (libvips) is loaded with the first image, not at boot: with argon2's lazy load
 * (auth/password.ts) 10-12 MB less RSS for a process until someone uploads or signs in (decision
 * 0039). The first upload after a start waits for the load once.
 */
let sharpModule: Promise<Sharp> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp').then((module) => module.default));

/** Seconds one sharp pipeline may run; a legitimate 5 MB photo takes well under one on a small machine. */
const PIPELINE_TIMEOUT_SECONDS = 10;

/**
 * A counting semaphore with a bounded wait list: `run` starts the work when
 * one of `slots` is free, queues it while fewer than `maxWaiting` wait, and
 * refuses it at once (503) past that — a burst waits its turn, a flood is
 * told to come back instead of piling up buffers in memory.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly slots: number,
    readonly maxWaiting: number,
  ) {}

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) {
      if (this.waiting.length >= this.maxWaiting) throw ServiceUnavailableError(UPLOAD_MESSAGES.busy);
      // The slot is handed over by the finishing work (running stays counted), so nobody can cut in.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/**
 * The process's image work: 2 at a time (libvips already spreads one image over the cores, so more
 * would only add memory), 8 more waiting. Process-wide on purpose: the limit is this machine's.
 */
export const imageWork = new WorkQueue(2, 8);

function decoder(sharp: Sharp, buffer: Buffer) {
  // failOn 'warning': a truncated or damaged image is refused rather than half-decoded.
  return sharp(buffer, { failOn: 'warning', limitInputPixels: UPLOAD_LIMITS.imageMaxPixels })
    .timeout({ seconds: PIPELINE_TIMEOUT_SECONDS })
    .rotate();
}

/** sharp's errors, by what the person can do about them. */
function refusal(err: unknown): HttpError {
  const message = err instanceof Error ? err.message : '';
  if (/pixel limit/i.test(message)) return new HttpError(422, UPLOAD_MESSAGES.imageDimensions);
  if (/timeout/i.test(message)) return new HttpError(422, UPLOAD_MESSAGES.imageTimeout);
  return new HttpError(422, UPLOAD_MESSAGES.imageCorrupt);
}

async function encode(work: (sharp: Sharp) => Promise<Buffer>): Promise<Buffer> {
  // Outside the try: a module that cannot load is the server's fault (a 500), not the image's.
  const sharp = await loadSharp();
  try {
    return await work(sharp);
  } catch (err) {
    throw refusal(err);
  }
}

/** The profile photo: a square avatar and a small square thumbnail, both cropped to the centre. */
export function profilePhotoVersions(buffer: Buffer): Promise<{ avatar: Buffer; thumbnail: Buffer }> {
  return imageWork.run(async () => {
    const avatar = await encode((sharp) =>
      decoder(sharp, buffer).resize(UPLOAD_LIMITS.avatarSize, UPLOAD_LIMITS.avatarSize, { fit: 'cover' }).webp({ quality: 82 }).toBuffer(),
    );
    const thumbnail = await encode((sharp) =>
      sharp(avatar)
        .timeout({ seconds: PIPELINE_TIMEOUT_SECONDS })
        .resize(UPLOAD_LIMITS.thumbnailSize, UPLOAD_LIMITS.thumbnailSize, { fit: 'cover' })
        .webp({ quality: 80 })
        .toBuffer(),
    );
    return { avatar, thumbnail };
  });
}

/** A portfolio image: its proportions kept, its longest side at most `portfolioImageMaxSide`. */
export function portfolioImage(buffer: Buffer): Promise<Buffer> {
  const side = UPLOAD_LIMITS.portfolioImageMaxSide;
  return imageWork.run(() => encode((sharp) => decoder(sharp, buffer).resize(side, side, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer()));
}

/** A partner's logo: proportions kept (logos are wide), within 480 × 240, transparency kept. */
export function partnerLogo(buffer: Buffer): Promise<Buffer> {
  return imageWork.run(() => encode((sharp) => decoder(sharp, buffer).resize(480, 240, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 85 }).toBuffer()));
}
