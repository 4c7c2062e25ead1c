// The Download and Delete buttons of a document wherever one is listed: the student's Documents,
// the consultants' Documents and a study path's documents. Texts come translated.
import { Button } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';

interface ButtonTexts {
  label: string;
  /** The accessible name, which names the file. */
  ariaLabel: string;
}

interface DownloadDocumentButtonProps extends ButtonTexts {
  document: { fileName: string; downloadUrl: string };
  /** Set when the stored file is gone: the button says so instead of downloading. */
  onUnavailable?: () => void;
}

/** Downloads the file under its own name. */
export function DownloadDocumentButton({
  document,
  onUnavailable,
  label,
  ariaLabel,
}: DownloadDocumentButtonProps) {
  const icon = <IconDownload size={14} aria-hidden />;
  return onUnavailable ? (
    <Button
      size="xs"
      variant="light"
      color="gray"
      leftSection={icon}
      onClick={onUnavailable}
      aria-label={ariaLabel}
    >
      {label}
    </Button>
  ) : (
    <Button
      component="a"
      href={document.downloadUrl}
      download={document.fileName}
      size="xs"
      variant="light"
      leftSection={icon}
      aria-label={ariaLabel}
    >
      {label}
    </Button>
  );
}

/** Asks to delete the document (the screen confirms first). */
export function DeleteDocumentButton({
  onDelete,
  label,
  ariaLabel,
}: ButtonTexts & { onDelete: () => void }) {
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      leftSection={<IconTrash size={14} aria-hidden />}
      onClick={onDelete}
      aria-label={ariaLabel}
    >
      {label}
    </Button>
  );
}
