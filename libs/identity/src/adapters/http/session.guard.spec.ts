import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Public } from '@harmony/platform';
import { CurrentSession } from '../../application/index.js';
import { FakeSecrets, InMemorySessionRepository } from '../../testing/index.js';
import { NotSignedIn } from '../../domain/index.js';
import { SessionGuard } from './session.guard.js';

@Public()
class OpenController {
  read(): void {}
}

class ClosedController {
  write(): void {}

  @Public()
  peek(): void {}
}

const httpContext = (controller: new () => object, handler: string, cookie?: string): ExecutionContext =>
  ({
    getType: () => 'http',
    getClass: () => controller,
    getHandler: () => (controller.prototype as Record<string, unknown>)[handler],
    switchToHttp: () => ({ getRequest: () => ({ method: 'GET', headers: cookie ? { cookie } : {} }) }),
  }) as unknown as ExecutionContext;

describe(SessionGuard.name, () => {
  let sessions: InMemorySessionRepository;
  let guard: SessionGuard;
  const secrets = new FakeSecrets();

  beforeEach(() => {
    sessions = new InMemorySessionRepository();
    guard = new SessionGuard(new Reflector(), new CurrentSession(sessions, secrets), null);
  });

  it('opens a route marked @Public() on its controller or its handler to anyone', async () => {
    await expect(guard.canActivate(httpContext(OpenController, 'read'))).resolves.toBe(true);
    await expect(guard.canActivate(httpContext(ClosedController, 'peek'))).resolves.toBe(true);
  });

  it('closes every other route to a request without an active session', async () => {
    await expect(guard.canActivate(httpContext(ClosedController, 'write'))).rejects.toBeInstanceOf(NotSignedIn);
    await expect(guard.canActivate(httpContext(ClosedController, 'write', 'harmony_session=token-1'))).rejects.toMatchObject({ kind: 'unauthorized', code: 'not-signed-in' });
  });

  it("lets the owner's session through", async () => {
    await sessions.add({ id: secrets.sessionIdOf('token-7'), userId: 1, createdAt: new Date(), expiresAt: new Date(Date.now() + 60_000) });
    await expect(guard.canActivate(httpContext(ClosedController, 'write', 'theme=dark; harmony_session=token-7'))).resolves.toBe(true);
  });
});
