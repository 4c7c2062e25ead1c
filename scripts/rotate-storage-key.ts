// npm run rotate-storage-key: puts every file in DATA_DIR/objects under a new storage master key
// (decision 041), with every portal on DATA_DIR stopped. Re-wraps each file's data key (only the
// header is rewritten) and encrypts the files stored before encryption existed; run it again if
// it is cut short, it resumes.
//
//   key in DATA_DIR/storage-encryption.key:  npm run rotate-storage-key
//   key in STORAGE_ENCRYPTION_KEY:           STORAGE_ENCRYPTION_NEW_KEY=$(openssl rand -base64 32) \
//                                              npm run rotate-storage-key
//
// Prints key ids only, never a key.
import { parseStorageKeyScriptConfig } from '../server/src/platform/config.ts';
import {
  RotationError,
  rotateStorageKey,
} from '../server/src/platform/storage/encryption/rotate-storage-key.ts';

const parsed = parseStorageKeyScriptConfig(process.env);
if (!parsed.ok) {
  process.stderr.write(
    `Rotation not started; fix these variables:\n${parsed.problems.map((problem) => `  ${problem}\n`).join('')}`,
  );
  process.exit(1);
}
const settings = parsed.config;
if (settings.isS3) {
  process.stderr.write(
    'S3_BUCKET is set: files are in the bucket, encrypted by it (SSE-S3, or SSE-KMS with S3_SSE_KMS_KEY_ID). Rotate the KMS key in KMS; there are no portal keys to rotate.\n',
  );
  process.exit(1);
}
if (settings.hasDatabaseUrl) {
  process.stdout.write(
    'DATABASE_URL is set, so portals do not lock DATA_DIR: make sure every portal process on it is stopped.\n',
  );
}

try {
  const result = await rotateStorageKey(settings);
  const lines = [
    `Every file in ${settings.dataDir}/objects now uses storage key ${result.toKeyId}: ${result.rewrapped} re-wrapped from storage key ${result.fromKeyId} or the previous key, ${result.encrypted} stored before encryption and now encrypted, ${result.alreadyUnderTarget} already done.`,
  ];
  if (result.retiredKeyFile === undefined) {
    lines.push(
      `Now set STORAGE_ENCRYPTION_KEY to the value of STORAGE_ENCRYPTION_NEW_KEY (storage key ${result.toKeyId}), remove STORAGE_ENCRYPTION_NEW_KEY and STORAGE_ENCRYPTION_PREVIOUS_KEY, and start the portal.`,
      `Keep the old value (storage key ${result.fromKeyId}) where you keep the backups' keys: backups made before now need it.`,
    );
  } else {
    lines.push(
      `${settings.dataDir}/storage-encryption.key now holds storage key ${result.toKeyId}; start the portal.`,
      `The old key (storage key ${result.fromKeyId}) is kept in ${result.retiredKeyFile}: backups made before now need it. Move it to where you keep the backups' keys; the portal does not read it.`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
} catch (error) {
  const hasChangedNothing = error instanceof RotationError && error.hasChangedNothing;
  process.stderr.write(
    [
      `Rotation failed: ${error instanceof Error ? error.message : String(error)}`,
      hasChangedNothing
        ? 'No file was changed.'
        : settings.key === undefined
          ? 'Every file stays readable (the portal also reads storage-encryption.next.key); run again to finish.'
          : 'Run again with the same variables to finish. Until then the portal reads every file only with STORAGE_ENCRYPTION_KEY set to the new key and STORAGE_ENCRYPTION_PREVIOUS_KEY to the old one.',
      '',
    ].join('\n'),
  );
  process.exit(1);
}
