// How the server's files are bundled: ES modules for Node 24, dependencies left in node_modules.
// Shared by the production build and the report bench, which measures the renderer as it ships.
export const SERVER_BUNDLE_OPTIONS = {
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  packages: 'external',
};
