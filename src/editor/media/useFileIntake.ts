/**
 * Taking image files in, the three ways the media screens offer: a file picker (a hidden
 * `<input type="file" multiple accept="image/*">` opened by a button), a drop onto an area
 * (`dropProps` spread on it, `dragging` true while files hover it) and a paste (Ctrl/Cmd+V of
 * copied images, listened to on the document while `pasteEnabled`, or only inside an element
 * with `pasteProps` spread on it). A drop or paste taken here does not reach an enclosing area. Only files are taken; the
 * server sniffs their bytes and refuses what is not a JPEG, PNG, WebP or AVIF image.
 */
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type ClipboardEvent as ReactClipboardEvent, type DragEvent } from 'react';

/** The MIME types the picker offers (the server decides by the bytes). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

/** Files of a FileList or a DataTransfer, in order. */
export function filesOf(list: FileList | null | undefined): File[] {
  return list ? Array.from(list) : [];
}

function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/** See the module docstring; `onFiles` receives every file taken in at once. */
export function useFileIntake(onFiles: (files: File[]) => void, { pasteEnabled = true }: { pasteEnabled?: boolean } = {}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);
  const latest = useRef(onFiles);
  latest.current = onFiles;

  useEffect(() => {
    if (!pasteEnabled) return;
    const onPaste = (event: ClipboardEvent) => {
      const files = filesOf(event.clipboardData?.files);
      if (files.length === 0) return;
      event.preventDefault();
      latest.current(files);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [pasteEnabled]);

  const openPicker = useCallback(() => inputRef.current?.click(), []);

  const inputProps = {
    ref: inputRef,
    type: 'file' as const,
    accept: IMAGE_ACCEPT,
    multiple: true,
    hidden: true,
    tabIndex: -1,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const files = filesOf(event.target.files);
      event.target.value = '';
      if (files.length) latest.current(files);
    },
  };

  const dropProps = {
    onDragEnter: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      event.stopPropagation();
      depth.current += 1;
      setDragging(true);
    },
    onDragOver: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: () => {
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      const files = filesOf(event.dataTransfer?.files);
      if (files.length === 0) return;
      event.preventDefault();
      event.stopPropagation();
      depth.current = 0;
      setDragging(false);
      latest.current(files);
    },
  };

  const pasteProps = {
    onPaste: (event: ReactClipboardEvent) => {
      const files = filesOf(event.clipboardData?.files);
      if (files.length === 0) return;
      event.preventDefault();
      event.stopPropagation();
      latest.current(files);
    },
  };

  return { inputProps, openPicker, dropProps, pasteProps, dragging };
}
