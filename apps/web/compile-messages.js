// `npm run i18n`: the catalogues compiled to message functions, as the build's Vite plugin does.
import { compile } from '@inlang/paraglide-js';
import { paraglideOptions } from './paraglide.options.js';

process.chdir(import.meta.dirname);
await compile(paraglideOptions);
