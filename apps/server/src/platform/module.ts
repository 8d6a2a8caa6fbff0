import type { FastifyInstance } from 'fastify';
import type { Auth } from './auth/context.js';
import type { Db } from './db/db.js';
import type { Migration } from './db/migrate.js';
import type { EntityRegistry } from './entities/repository.js';
import type { EntityDefinition, EntityRepository } from './entities/types.js';
import type { Clock } from './jobs/clock.js';
import type { Jobs } from './jobs/jobs.js';
import type { Mailer } from './mail/mailer.js';

/** Ids of the demo data, for modules that seed their own demo rows (e.g. time records). */
export interface DemoRefs {
  companyId: string;
  secondCompanyId: string;
  employeeIds: Record<
    'admin' | 'manager' | 'payroll' | 'dispatcher' | 'employee' | 'field1' | 'field2' | 'field3',
    string
  >;
  locationIds: string[];
  taskIds: string[];
  assetIds: string[];
  payGroupId: string;
  payPeriodId: string;
  timeZone: string;
}

/** What the platform hands to modules. */
export interface Platform {
  db: Db;
  entities: EntityRegistry;
  mail: Mailer;
  /** Repository of an entity scoped to the caller (tenancy is added by the platform). */
  repo(auth: Auth, entity: string): EntityRepository;
  /** Public base URL for links in e-mails ('' when unknown: links are then relative). */
  publicUrl: string;
  /** Background jobs and periodic tasks, run once across server processes (platform/jobs). */
  jobs: Jobs;
  /** "Now" for scheduled work; tests pin it (POST /api/test/clock with WM_TEST_ROUTES=1). */
  clock: Clock;
}

/**
 * A server module (style.md "Server modules"): its migrations, entities and routes. List it in
 * apps/server/src/modules/registry.ts. See apps/server/src/platform/README.md.
 */
export interface ServerModule {
  /** Unique name; also the namespace of its migrations in schema_migrations. */
  name: string;
  /** Applied in order after the platform's migrations (inline SQL so the bundle needs no files). */
  migrations?: Migration[];
  /** Entities served by the generic entity API (GET/POST/DELETE /api/{Entity}). */
  entities?: EntityDefinition[];
  /**
   * Adds this module's rules to entities other modules own (extendEntity of
   * platform/entities/extend.ts: hooks, schema), after every module's `entities` are registered and
   * before any routes. Runs in the order of modules/registry.ts.
   */
  extendEntities?(entities: EntityRegistry): void;
  /** Registers routes; the app is already under the /api prefix. */
  routes?(app: FastifyInstance, platform: Platform): void | Promise<void>;
  /**
   * Registers routes outside /api (e.g. GET /oauth/init/{connectorId}, a page opened in a window).
   * They get no session or routing-header check: resolve what they need themselves. They win over
   * the console's SPA fallback.
   */
  rootRoutes?(app: FastifyInstance, platform: Platform): void | Promise<void>;
  /** Adds demo rows after the platform's demo seed; must be re-runnable without duplicates. */
  seedDemo?(db: Db, demo: DemoRefs): Promise<void>;
}
