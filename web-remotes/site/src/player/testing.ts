// What other folders' tests use of the player: the media stub jsdom needs.
export { stubMediaPlayback } from './testing-media.js';
