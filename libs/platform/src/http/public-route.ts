import { SetMetadata } from '@nestjs/common';

/** The metadata key the global session guard reads. */
export const PUBLIC_ROUTE = 'harmony:public-route';

/**
 * Opens a controller (or one handler) to everyone. Every other route needs the owner's session: the
 * guard is global, so a route someone forgets to mark is closed, not open (ARCHITECTURE §7).
 */
export const Public = (): ClassDecorator & MethodDecorator => SetMetadata(PUBLIC_ROUTE, true);
