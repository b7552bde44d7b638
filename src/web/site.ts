// Named imports let the bundler leave the rest of the file (payment links) out of the browser code.
import { brand, copyrightYear, infoEmail, persona, supportEmail, supportPhone } from '../../config/site.json';

/** The public settings the pages show (config/site.json; the server validates the file at start). */
export const site = { brand, persona, supportEmail, supportPhone, copyrightYear, infoEmail };
