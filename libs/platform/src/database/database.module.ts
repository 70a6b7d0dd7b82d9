import { Inject, Injectable, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { buildDataSourceOptions, type DatabaseTarget, type MigrationClass } from './data-source-options.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.js';

export const DATABASE_TARGET = Symbol('DATABASE_TARGET');
const EMBEDDED_SERVER = Symbol('EMBEDDED_SERVER');

/** Owns the embedded server's lifetime: TypeORM's connection must close before the server stops. */
@Injectable()
class EmbeddedPostgresLifecycle implements OnApplicationShutdown {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(EMBEDDED_SERVER) private readonly server: EmbeddedPostgres | null,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    await this.server?.stop();
  }
}

export interface DatabaseModuleOptions {
  readonly config: Pick<AppConfig, 'database'>;
  /** Every context's migrations, in the order they must run. */
  readonly migrations: readonly MigrationClass[];
  /** Tests pass a schema to isolate themselves inside a shared database. */
  readonly schema?: string;
  /** Default true. The worker passes false: it uses the schema the API migrated, and two processes must not migrate at once. */
  readonly runMigrations?: boolean;
}

@Module({})
export class DatabaseModule {
  static forRoot(options: DatabaseModuleOptions): DynamicModule {
    const serverProvider = {
      provide: EMBEDDED_SERVER,
      useFactory: async (): Promise<EmbeddedPostgres | null> =>
        options.config.database.mode === 'embedded' ? startEmbeddedPostgres(options.config.database.directory) : null,
    };
    const targetProvider = {
      provide: DATABASE_TARGET,
      inject: [EMBEDDED_SERVER],
      useFactory: async (server: EmbeddedPostgres | null): Promise<DatabaseTarget> => {
        if (server) return { url: server.url, singleConnection: true };
        const { database } = options.config;
        if (database.mode !== 'postgres') throw new Error('unreachable: embedded mode has a server');
        // Reachability is checked before Nest boots (assertDatabaseReachable in main.ts), where one line can be printed.
        return { url: database.url, singleConnection: false, schema: options.schema };
      },
    };
    const infrastructure = {
      module: class DatabaseInfrastructureModule {},
      providers: [serverProvider, targetProvider],
      exports: [DATABASE_TARGET, EMBEDDED_SERVER],
    };
    return {
      module: DatabaseModule,
      global: true,
      providers: [EmbeddedPostgresLifecycle],
      imports: [
        infrastructure,
        TypeOrmModule.forRootAsync({
          imports: [infrastructure],
          inject: [DATABASE_TARGET],
          useFactory: (target: DatabaseTarget) => ({
            ...buildDataSourceOptions(target, options.migrations, [], options.runMigrations ?? true),
            autoLoadEntities: true,
            // A connection failure is reported once by the pre-flight check, not retried in a loop.
            retryAttempts: 0,
          }),
        }),
      ],
      exports: [TypeOrmModule],
    };
  }
}
