// buildApp: the Fastify instance with every /v1 route, the OpenAPI document, the API page and
// (when a built client exists) the web app with deep links. Used by main.ts and by the tests.
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../contract/messages.ts';
import { HttpError } from './lib/errors.ts';
import { unflatten } from './lib/form-body.ts';
import { localeOf } from './lib/locale.ts';
import type { Services } from './lib/services.ts';
import { registerRoutes } from './routes/index.ts';

export interface AppOptions {
  services: Services;
  dataDir?: string;
  clientDir?: string;
  logger?: boolean | object;
}

// zod's own texts are English only: map them to our keys, which are translated on the way out.
z.config({ customError: (issue) => (issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalid') });

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: true,
    bodyLimit: 5 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(fastifyFormbody);
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: 5 * 1024 * 1024, files: 10, fields: 500 },
    async onFile(part) {
      const buffer = await part.toBuffer();
      // keyValues puts the returned value in the body; a File lets z.file()/z.any() see name and type.
      (part as unknown as { value: unknown }).value = new File([new Uint8Array(buffer)], part.filename, { type: part.mimetype });
    },
  });

  app.addHook('preValidation', async (req) => {
    if (req.isMultipart() && req.body && typeof req.body === 'object') req.body = unflatten(req.body as Record<string, unknown>);
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'LSI Console /v1', version: '1.0.0', description: 'Reference API of LSI Console (generated from contract/).' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  app.setErrorHandler((error: FastifyError, req, reply) => {
    const locale = localeOf(req);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const v of error.validation) {
        const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || (v.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') || '_';
        // A bound in the message ("At most {max} rows …") is the failed check's own.
        const { maximum = '', minimum = '' } = v.params as { maximum?: number | bigint; minimum?: number | bigint };
        (errors[field] ??= []).push(translate(locale, v.message ?? 'validation.invalid', { max: String(maximum), min: String(minimum) }));
      }
      const status = error.validationContext === 'body' ? 422 : 400;
      return reply.status(status).send({ message: translate(locale, 'server.invalidInput'), errors });
    }
    if (error instanceof HttpError) {
      const errors = error.errors
        ? Object.fromEntries(Object.entries(error.errors).map(([k, list]) => [k, list.map((m) => translate(locale, m))]))
        : undefined;
      return reply.status(error.status).send({ message: translate(locale, error.key, error.vars), errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: translate(locale, status === 401 ? 'server.unauthorized' : 'server.invalidInput') });
    }
    req.log.error(error);
    return reply.status(500).send({ message: translate(locale, 'server.internal') });
  });

  registerRoutes(app, opts.services);

  if (opts.dataDir) {
    const uploads = resolve(opts.dataDir, 'uploads');
    mkdirSync(uploads, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploads,
      prefix: '/v1/files/',
      decorateReply: false,
      dotfiles: 'deny',
      index: false,
      setHeaders(res) {
        res.header('X-Content-Type-Options', 'nosniff');
        res.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
        res.header('Cache-Control', 'private, max-age=3600');
      },
    });
  }

  const clientDir = opts.clientDir ? resolve(opts.clientDir) : undefined;
  const hasClient = clientDir !== undefined && existsSync(join(clientDir, 'index.html'));
  if (hasClient) {
    // wildcard: files built after start are served too; a missing file falls to the handler below.
    await app.register(fastifyStatic, { root: clientDir, prefix: '/', wildcard: true, index: false });
    app.get('/', { schema: { hide: true } }, (_req, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html', clientDir!));
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const isApi = path.startsWith('/v1/') || path.startsWith('/v2/') || path === '/v1';
    if (!isApi && hasClient && (req.method === 'GET' || req.method === 'HEAD') && !/\.[a-z0-9]{1,8}$/i.test(path)) {
      // Deep links (/id/vendor/vehicles) load the app; the client router decides what to show.
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', clientDir!);
    }
    return reply.status(404).send({ message: translate(localeOf(req), 'server.notFound') });
  });

  return app;
}
