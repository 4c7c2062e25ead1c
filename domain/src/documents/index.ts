export * from './document-categories.ts';
export * from './document-file-names.ts';
export * from './document-files.ts';
export * from './document.schema.ts';
export * from './document-upload-rule.ts';
export * from './document-download-path.ts';
