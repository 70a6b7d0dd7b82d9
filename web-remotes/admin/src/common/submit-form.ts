import { formSubmitter } from '@harmony/ui';
import { apiRefusal } from '@harmony/web-api';

/** How the back office's forms answer a submission (SPEC §8), reading the server's refusal by the api's one rule. */
export const submitForm = formSubmitter(apiRefusal);
