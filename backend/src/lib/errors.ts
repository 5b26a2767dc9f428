/**
 * HTTP errors with Portuguese messages. Routes throw these; the error
 * middleware turns them (and Joi/mongoose errors) into `{ message, errors? }`.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const ValidationError = (errors: Record<string, string>, message = 'Dados inválidos') =>
  new HttpError(400, message, errors);
export const BadRequestError = (message = 'Requisição inválida') => new HttpError(400, message);
export const UnauthorizedError = (message = 'Não autenticado') => new HttpError(401, message);
export const ForbiddenError = (message = 'Acesso negado') => new HttpError(403, message);
export const NotFoundError = (message = 'Não encontrado') => new HttpError(404, message);
export const ConflictError = (message: string) => new HttpError(409, message);
export const ServiceUnavailableError = (message = 'Serviço temporariamente indisponível') =>
  new HttpError(503, message);
