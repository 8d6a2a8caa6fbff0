import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { z } from 'zod';
import { type Auth, holdsAny } from './auth/context.js';
import { HttpError, badRequest, forbidden, zodMessage } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, or null when not signed in (resolved by the platform for every /api request). */
    auth: Auth | null;
  }
}

/** The caller of a route guarded by requireAuth/requirePrivilege (throws 401 when absent). */
export function authOf(req: FastifyRequest): Auth {
  if (!req.auth) throw new HttpError(401, 'Not signed in');
  return req.auth;
}

/** preHandler: 401 {message:'Not signed in'} unless there is a live session. */
export const requireAuth: preHandlerHookHandler = async (req) => {
  authOf(req);
};

/**
 * preHandler: the caller must hold at least one of `anyOf` (platform spec 6); otherwise
 * 403 {message:'Not authorized: requires <privilege>'}; 401 when not signed in.
 * `requirePrivilege()` with no arguments means "any signed-in user of a company".
 */
export function requirePrivilege(...anyOf: string[]): preHandlerHookHandler {
  return async (req) => {
    const auth = authOf(req);
    if (!holdsAny(auth, anyOf)) {
      throw forbidden(
        anyOf.length
          ? `Not authorized: requires ${anyOf.join(' or ')}`
          : 'Not authorized: no company selected',
      );
    }
  };
}

/** preHandler: global administrators only. */
export const requireGlobal: preHandlerHookHandler = async (req) => {
  if (!authOf(req).isGlobal) throw forbidden('Not authorized: global administrators only');
};

/** Parses `value` with a zod schema, or throws 400 with a message naming the field. */
export function parseBody<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(value);
  if (!r.success) throw badRequest(zodMessage(r.error));
  return r.data;
}

/** Sends `{message}` with a status. */
export function sendError(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ message });
}
