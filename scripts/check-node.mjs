// Stops `npm start`, `npm run backup` and `npm test` at once on a Node.js older than Hearth's, with
// a message saying which one it needs, instead of a failure deep inside a build or a native module.
// Old syntax only (nothing past ES2015 modules): it has to run, and say so, on any old Node.
const required = 24;

const version = process.versions.node;
if (!(Number(version.split('.')[0]) >= required)) {
  console.error(
    [
      `Hearth needs Node.js ${required} or newer; this is v${version}.`,
      `Install Node.js ${required} LTS (https://nodejs.org/, or \`nvm install ${required}\`), or take it`,
      `from the npm registry for this shell with \`. .ci/use-node24\`, then run \`npm install\` again.`,
      'See "Requirements" in README.md.',
    ].join('\n'),
  );
  process.exit(1);
}
