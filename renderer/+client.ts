// https://vike.dev/client
// The only script of every page: small modules that enhance the prerendered HTML (no React here).
import { startSite } from '../client/index.ts';

startSite();
