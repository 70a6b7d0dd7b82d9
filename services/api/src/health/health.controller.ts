import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { JobQueue, Public } from '@harmony/platform';

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    private readonly queue: JobQueue,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Liveness: the process answers' })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  @HealthCheck()
  @ApiOperation({ summary: 'Readiness: the database and the job queue answer (503 otherwise)' })
  ready() {
    return this.health.check([
      () => this.database.pingCheck('database').withTimeout(1500),
      () =>
        this.indicators
          .check('queue')
          .attempt(async () => {
            if (!(await this.queue.isHealthy())) throw new Error('The job queue does not answer.');
          })
          .withTimeout(1500),
    ]);
  }
}
