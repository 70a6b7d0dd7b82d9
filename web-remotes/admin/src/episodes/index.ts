export { EpisodesPage } from './episodes-page.js';
