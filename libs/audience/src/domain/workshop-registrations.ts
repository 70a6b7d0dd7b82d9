import type { WorkshopRegistration } from './workshop-interest.js';

/** Where workshop interest is kept, one registration per submission. */
export abstract class WorkshopRegistrations {
  abstract add(registration: WorkshopRegistration): Promise<void>;
}
