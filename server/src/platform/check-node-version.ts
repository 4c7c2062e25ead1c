// Imported first by main.ts, so it runs before the rest of the server is evaluated. The server
// relies on Node 24 (TypeScript type stripping, current crypto/fetch); an older Node would fail
// later with a confusing error, so stop here with a clear one.
const requiredMajor = 24;
const currentMajor = Number(process.versions.node.split('.')[0]);

if (currentMajor < requiredMajor) {
  process.stderr.write(
    `StudyPath needs Node ${requiredMajor} or newer; this is Node ${process.versions.node}.\n` +
      'Run it through npm (`npm start`, `npm exec -- node server/src/main.ts`), which uses the Node ' +
      'pinned in package.json, or install Node 24.\n',
  );
  process.exit(1);
}
