export { extract } from './suite.js';
