/**
 * Reads the one file of a multipart/form-data upload (field `file`) into
 * memory while streaming, keeping at most `maxBytes`: past that the rest is
 * drained and discarded (answering before the body is read would reset the
 * connection under the client's feet) and the upload is refused with 413.
 * Nothing is written anywhere here.
 *
 * No request may end the process (issue 22): every stream an upload touches
 * — the request, busboy's parser, each file stream busboy hands out — has an
 * `error` listener for its whole life, since an `error` emitted without one
 * is thrown and kills the process. A form that stops inside its file part
 * made busboy destroy the file stream with `Unexpected end of form`, and
 * that used to be exactly such an error. Whatever the body is (cut, garbage,
 * a wrong boundary, broken part headers, too big, stalled and dropped), the
 * answer is a 4xx in Portuguese, or nothing when the client is gone.
 *
 * What one account may upload per hour is counted here, before the body is
 * read: every upload route comes through this function.
 */
import busboy from 'busboy';
import { UPLOAD_FIELD, UPLOAD_MESSAGES } from '@conecta/common';
import { HttpError } from '../lib/errors';
import type { Limits } from '../lib/limits';
import type { AppContext } from '../lib/context';

export interface UploadedFile {
  buffer: Buffer;
  /** As the client named it: only ever shown back (PDF link text), never used as a storage name. */
  filename: string;
  /**
   * The form's text fields, as sent (a registration's number and council go with its document):
   * unchecked here, each route validates them with its own schema. No prototype, so a field named
   * `__proto__` is a plain key the schema refuses as unknown.
   */
  fields: Record<string, string>;
}

/**
 * What a form may carry besides the file's bytes: the boundaries, the part
 * headers (busboy caps each part's at 16 KB) and the few small fields the
 * limits below allow. A body larger than the file limit plus this is refused
 * whole, without being read: the drain of a refused upload stays bounded
 * even without a proxy's body limit in front (nginx `client_max_body_size`).
 */
export const MULTIPART_ALLOWANCE = 256 * 1024;

const PARSER_LIMITS = { files: 1, fields: 10, parts: 11, fieldSize: 1024, headerPairs: 20 };

export async function readSingleFile(ctx: AppContext, limits: Pick<Limits, 'upload'>, maxBytes: number, tooLargeMessage: string): Promise<UploadedFile> {
  if (!ctx.is('multipart/form-data')) throw new HttpError(415, UPLOAD_MESSAGES.notMultipart);
  const req = ctx.req;
  const envelope = maxBytes + MULTIPART_ALLOWANCE;
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > envelope) {
    // Refused on its headers: reading gigabytes to say 413 would be the attack. The connection is
    // closed after the answer rather than kept for a body nobody will read.
    ctx.set('Connection', 'close');
    throw new HttpError(413, tooLargeMessage);
  }
  const user = ctx.state.user;
  if (user) await limits.upload(String(user._id));

  let parser: busboy.Busboy;
  try {
    // defParamCharset: browsers send the file name's UTF-8 bytes as they are; busboy would read them as latin1.
    parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { ...PARSER_LIMITS, fileSize: maxBytes } });
  } catch {
    throw new HttpError(400, UPLOAD_MESSAGES.notMultipart);
  }

  return new Promise<UploadedFile>((resolve, reject) => {
    let file: Omit<UploadedFile, 'fields'> | null = null;
    const fields = Object.create(null) as Record<string, string>;
    let failure: HttpError | null = null;
    let settled = false;
    let received = 0;
    const fail = (error: HttpError) => {
      failure ??= error;
    };
    const malformed = () => fail(new HttpError(400, UPLOAD_MESSAGES.malformed));

    function settle() {
      if (settled) return;
      settled = true;
      if (failure) {
        // The form is over for us: the rest of the body is read and dropped (see `onData`), so the
        // client can send it all and read the answer on a connection that stays usable.
        req.unpipe(parser);
        if (!parser.destroyed) parser.destroy();
        if (!req.destroyed) req.resume();
        return reject(failure);
      }
      if (!file || file.buffer.length === 0) return reject(new HttpError(400, UPLOAD_MESSAGES.fileRequired));
      resolve({ ...file, fields });
    }

    // A body without a declared length (chunked) can go on past what any valid form needs: past the
    // envelope nothing more is read. Before the answer is out, it says 413 and closes the connection
    // once sent (pausing leaves that write alone); after, the connection is simply dropped.
    function onData(chunk: Buffer) {
      received += chunk.length;
      if (received <= envelope) return;
      req.off('data', onData);
      if (ctx.res.headersSent) return void req.destroy();
      ctx.set('Connection', 'close');
      fail(new HttpError(413, tooLargeMessage));
      settle();
      req.pause();
    }

    parser.on('file', (field, stream, info) => {
      // First, before anything can happen to it: busboy destroys this stream with an error when the form ends early.
      stream.on('error', malformed);
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
    // A value cut at `fieldSize` would be checked as if whole: refused instead. A repeated name keeps its first value.
    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) return malformed();
      if (!(name in fields)) fields[name] = value;
    });
    parser.on('filesLimit', () => fail(new HttpError(400, UPLOAD_MESSAGES.tooManyFiles)));
    parser.on('partsLimit', () => fail(new HttpError(400, UPLOAD_MESSAGES.tooManyFiles)));
    parser.on('fieldsLimit', malformed);
    // Cut forms, wrong boundaries, garbage, broken part headers: all land here, and may keep coming after we settled.
    parser.on('error', () => {
      malformed();
      settle();
    });
    parser.on('close', settle);

    // The client went away mid-body (or its connection broke): nobody will read an answer, but the
    // handler must still end rather than wait forever for a parser that gets no more bytes.
    req.on('error', () => {
      malformed();
      settle();
    });
    req.on('close', () => {
      if (req.complete) return;
      malformed();
      settle();
    });
    // A client gone before this point (during the session lookup or the limit's count) closed its
    // request already: its `close` will not come again, and it sends nothing more.
    if (req.destroyed) {
      malformed();
      return settle();
    }
    req.on('data', onData);
    req.pipe(parser);
  });
}
