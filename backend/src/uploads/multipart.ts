/**
 * Reads the one file of a multipart/form-data upload (field `file`) into
 * memory while streaming, keeping at most `maxBytes`: past that the rest is
 * drained and discarded (answering before the body is read would reset the
 * connection under the client's feet) and the upload is refused with 413.
 * The proxy's body limit (nginx `client_max_body_size`) bounds the drain.
 * Nothing is written anywhere here.
 */
import busboy from 'busboy';
import { UPLOAD_FIELD, UPLOAD_MESSAGES } from '@conecta/common';
import { HttpError } from '../lib/errors';
import type { AppContext } from '../lib/context';

export interface UploadedFile {
  buffer: Buffer;
  /** As the client named it: only ever shown back (PDF link text), never used as a storage name. */
  filename: string;
}

export async function readSingleFile(ctx: AppContext, maxBytes: number, tooLargeMessage: string): Promise<UploadedFile> {
  if (!ctx.is('multipart/form-data')) throw new HttpError(415, UPLOAD_MESSAGES.notMultipart);
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: ctx.req.headers, limits: { files: 1, fileSize: maxBytes, fields: 10, parts: 11 } });
  } catch {
    throw new HttpError(400, UPLOAD_MESSAGES.notMultipart);
  }

  return new Promise<UploadedFile>((resolve, reject) => {
    let file: UploadedFile | null = null;
    let failure: HttpError | null = null;
    const fail = (error: HttpError) => {
      failure ??= error;
    };

    parser.on('file', (field, stream, info) => {
      if (field !== UPLOAD_FIELD || file) {
        stream.resume();
        return fail(new HttpError(400, file ? UPLOAD_MESSAGES.tooManyFiles : UPLOAD_MESSAGES.fileRequired));
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new HttpError(413, tooLargeMessage)));
      stream.on('end', () => {
        if (!failure) file = { buffer: Buffer.concat(chunks), filename: info.filename ?? '' };
      });
    });
    parser.on('filesLimit', () => fail(new HttpError(400, UPLOAD_MESSAGES.tooManyFiles)));
    parser.on('partsLimit', () => fail(new HttpError(400, UPLOAD_MESSAGES.tooManyFiles)));
    parser.on('error', () => {
      fail(new HttpError(400, UPLOAD_MESSAGES.notMultipart));
      finish();
    });
    parser.on('close', () => finish());

    let done = false;
    function finish() {
      if (done) return;
      done = true;
      if (failure) return reject(failure);
      if (!file || file.buffer.length === 0) return reject(new HttpError(400, UPLOAD_MESSAGES.fileRequired));
      resolve(file);
    }

    ctx.req.on('aborted', () => {
      fail(new HttpError(400, UPLOAD_MESSAGES.fileRequired));
      finish();
    });
    ctx.req.pipe(parser);
  });
}
