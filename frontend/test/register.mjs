// Loaded with `--import` after tsx (.mocharc.json): see viteEnv.mjs for why.
import { register } from 'node:module';

register('./viteEnv.mjs', import.meta.url);
