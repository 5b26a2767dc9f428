/**
 * The one place errors become responses: `{ message, errors? }` in
 * Portuguese with the right status. Never a stack trace; a 500 only for a
 * real fault, logged with the request id.
 */
import type { Next } from 'koa';
import mongoose from 'mongoose';
import type { ApiErrorBody } from '@conecta/common';
import { isDuplicateKey } from '../lib/mongoErrors';
import { HttpError } from '../lib/errors';
import { LimitError } from '../lib/limits';
import type { AppContext } from '../lib/context';

const CLIENT_MESSAGES: Record<number, string> = {
  400: 'Requisição inválida',
  401: 'Não autenticado',
  403: 'Acesso negado',
  404: 'Não encontrado',
  405: 'Método não permitido',
  413: 'Requisição muito grande',
  415: 'Tipo de conteúdo não suportado. Envie JSON.',
  429: 'Muitas tentativas. Tente novamente mais tarde.',
};

interface StatusError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
}

export function errorBody(err: unknown): { status: number; body: ApiErrorBody; fault: boolean } {
  if (err instanceof HttpError) {
    return { status: err.status, body: { message: err.message, ...(err.errors && { errors: err.errors }) }, fault: false };
  }
  if (err instanceof mongoose.Error.CastError) {
    return { status: 400, body: { message: 'Identificador inválido' }, fault: false };
  }
  // A document read by the handler and removed by another request before its save: gone, not a fault.
  if (err instanceof mongoose.Error.DocumentNotFoundError) {
    return { status: 404, body: { message: 'Registro não encontrado (foi removido)' }, fault: false };
  }
  if (err instanceof mongoose.Error.ValidationError) {
    const errors = Object.fromEntries(Object.keys(err.errors).map((k) => [k, 'Campo inválido']));
    return { status: 400, body: { message: 'Dados inválidos', errors }, fault: false };
  }
  if (isRedisUnavailable(err)) {
    return { status: 503, body: { message: 'Serviço temporariamente indisponível. Tente novamente em instantes.' }, fault: false };
  }
  if (isDuplicateKey(err)) {
    return { status: 409, body: { message: 'Registro já existe' }, fault: false };
  }
  const e = (err ?? {}) as StatusError;
  const status = e.status ?? e.statusCode;
  if (status === 501) return { status, body: { message: 'Método não implementado' }, fault: false };
  if (status && status >= 400 && status < 500) {
    return { status, body: { message: CLIENT_MESSAGES[status] ?? 'Requisição inválida' }, fault: false };
  }
  return { status: 500, body: { message: 'Erro interno do servidor. Tente novamente mais tarde.' }, fault: true };
}

/** ioredis gave up on a command (Redis down or restarting): a dependency is unavailable, not a bug. */
function isRedisUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  return (
    err.name === 'MaxRetriesPerRequestError' ||
    err.message === 'Connection is closed.' ||
    err.message.startsWith("Stream isn't writeable") ||
    /ECONNREFUSED 127\.0\.0\.1:\d+$/.test(err.message)
  );
}

export function errorHandler() {
  return async (ctx: AppContext, next: Next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api')) {
        ctx.status = 404;
        ctx.body = { message: 'Rota não encontrada' } satisfies ApiErrorBody;
      }
    } catch (err) {
      const { status, body, fault } = errorBody(err);
      if (fault) ctx.state.log?.error({ err }, 'unhandled error');
      if (err instanceof LimitError) ctx.set('Retry-After', String(err.retryAfterSeconds));
      ctx.status = status;
      ctx.body = body;
    }
  };
}
