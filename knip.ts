import type { KnipConfig } from 'knip';

// `npm run lint` runs knip: an unused file, export or dependency fails it, so dead code cannot
// come back. Exports used only inside their own module are fine.
const config: KnipConfig = {
  ignoreExportsUsedInFile: true,
  // Types beside scripts/listen-address.mjs for its test: no module imports a declaration file by name.
  ignore: ['scripts/listen-address.d.mts'],
  ignoreDependencies: [
    // The source of the committed font subsets: read by scripts/fonts/subset.mjs from its files.
    '@fontsource-variable/inter',
    '@fontsource-variable/sora',
    // Faces the art scripts read from their files (scripts/art/shared.mjs): Georgia's metric twin,
    // and the monospace face of the services' pictures.
    '@fontsource/gelasio',
    '@fontsource/jetbrains-mono',
    // Installed with next and mongoose, at the versions they need: the launcher loads .env files
    // the way Next.js does, and tests build real driver errors and read the driver's commands.
    '@next/env',
    'mongodb',
  ],
  // The benchmark runs nginx when the machine has it (Debian's package), as a floor and as the
  // HTTPS front Lighthouse measures through, with a certificate made by openssl (Debian's too).
  ignoreBinaries: ['nginx', 'openssl'],
};

export default config;
