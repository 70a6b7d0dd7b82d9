export { SmtpSink, type ReceivedMail, type SinkStage } from './smtp-sink.js';
export { InMemoryRecipientSuppression } from '../adapters/suppression/in-memory-recipient-suppression.js';
export { anOutgoingMail, aMailRequest } from './outgoing-mail.mother.js';
export { SnsTestEndpoint, CERTIFICATE_PATH, type SnsMessageFields } from './sns-test-endpoint.js';
export { postmarkBounce, postmarkSpamComplaint, postmarkSubscriptionChange, sesBounce, sesComplaint } from './mail-event.mother.js';
