import { jestConfig } from '../../jest.preset.js';

export default jestConfig({ dir: import.meta.dirname, testTimeout: 30000 });
