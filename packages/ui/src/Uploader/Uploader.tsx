import { hasExtension, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, type UploadErrorKind } from '@socios/domain';
import { type ReactNode, useCallback, useId, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import styled, { css } from 'styled-components';
import { SvgIcon } from '../icons';
import { focusRing } from '../theme/mixins';

/** What the drop zone shows: waiting, a file over it, a refused file, or the file taken. */
export type UploaderState = 'idle' | 'dragging' | 'error' | 'uploaded';

export interface UploaderProps {
  /** Allowed extensions without the dot ('csv', 'pdf'); compared ignoring case and accents (spec 000 §5). */
  extensions: readonly string[];
  /** Called with the file once its type and size pass. */
  onFile: (file: File) => void;
  /** Called when a file is refused, with the error state ('type' or 'size') and its text. */
  onReject?: (kind: UploadErrorKind, message: string) => void;
  /** Largest accepted size in bytes; 12 MB by default (spec 000 §9). */
  maxBytes?: number;
  /** Text of the 'type' error; 'Tipo de archivo incorrecto.' by default. */
  typeMessage?: string;
  /** Text of the 'size' error; 'No se permiten ficheros superiores a 12MB.' by default. */
  sizeMessage?: string;
  /** Name of the file taken so far: shows the 'uploaded' state. */
  fileName?: string | null;
  /** Main text of the zone (with the hint, its accessible name). */
  label?: string;
  /** Help under the text, e.g. the accepted types. */
  hint?: ReactNode;
  /** Refuse interaction (while an upload runs). */
  disabled?: boolean;
}

const stateStyles: Record<UploaderState, ReturnType<typeof css>> = {
  idle: css`
    border-color: ${({ theme }) => theme.color.borderStrong};
    background: ${({ theme }) => theme.color.surface};
  `,
  dragging: css`
    border-color: ${({ theme }) => theme.color.primary};
    border-style: solid;
    background: ${({ theme }) => theme.color.primarySubtle};
  `,
  error: css`
    border-color: ${({ theme }) => theme.color.danger};
    background: ${({ theme }) => theme.color.dangerSubtle};
  `,
  uploaded: css`
    border-color: ${({ theme }) => theme.color.success};
    border-style: solid;
    background: ${({ theme }) => theme.color.successSubtle};
  `,
};

const StyledZone = styled.div<{ $state: UploaderState; $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(6, 4)};
  border: ${({ theme }) => theme.borderWidth.medium} dashed;
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.color.text};
  text-align: center;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  ${({ $state }) => stateStyles[$state]}
  ${focusRing}
`;

const StyledLabel = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const StyledHint = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledFile = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const StyledError = styled.p`
  margin: ${({ theme }) => theme.spacing(2, 0, 0)};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

function UploadIcon() {
  return (
    <SvgIcon size={32}>
      <path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 001 1h14a1 1 0 001-1v-3" />
    </SvgIcon>
  );
}

/**
 * The file uploader (spec 000 §2, §4, §5): drop a file on it or click (Enter/Space) to choose one. The extension
 * must be in `extensions` (case- and accent-insensitive) and the size within `maxBytes`; otherwise it shows the
 * 'type' or 'size' error state with the spec's text. One file at a time.
 */
export function Uploader({
  extensions,
  onFile,
  onReject,
  maxBytes = UPLOAD_MAX_BYTES,
  typeMessage = UPLOAD_MESSAGES.wrongType,
  sizeMessage = UPLOAD_MESSAGES.documentTooLarge,
  fileName,
  label = 'Arrastre un fichero aquí o haga clic para seleccionarlo',
  hint,
  disabled = false,
}: UploaderProps) {
  const [error, setError] = useState<{ kind: UploadErrorKind; message: string } | null>(null);
  const ids = { hint: useId(), error: useId() };

  const onDrop = useCallback(
    (accepted: File[], rejected: { file: File }[]) => {
      const file = accepted[0] ?? rejected[0]?.file;
      if (!file) return;
      const refusal: { kind: UploadErrorKind; message: string } | null = !hasExtension(file.name, extensions)
        ? { kind: 'type', message: typeMessage }
        : file.size > maxBytes
          ? { kind: 'size', message: sizeMessage }
          : null;
      setError(refusal);
      if (refusal) onReject?.(refusal.kind, refusal.message);
      else onFile(file);
    },
    [extensions, maxBytes, typeMessage, sizeMessage, onFile, onReject],
  );

  const { getRootProps, getInputProps, isDragActive } = useDropzone({ onDrop, multiple: false, disabled });
  const state: UploaderState = isDragActive ? 'dragging' : error ? 'error' : fileName ? 'uploaded' : 'idle';
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ') || undefined;

  return (
    <div>
      <StyledZone
        {...getRootProps({
          role: 'button',
          'aria-describedby': describedBy,
          'aria-disabled': disabled || undefined,
        })}
        data-state={state}
        $state={state}
        $disabled={disabled}
      >
        <UploadIcon />
        <StyledLabel>{isDragActive ? 'Suelte el fichero aquí' : label}</StyledLabel>
        {fileName && !error ? <StyledFile>Fichero seleccionado: {fileName}</StyledFile> : null}
        {hint ? <StyledHint id={ids.hint}>{hint}</StyledHint> : null}
      </StyledZone>
      {/* Outside the zone: a control nested in a role=button is not allowed (the zone opens it). */}
      <input {...getInputProps({ accept: extensions.map((e) => `.${e}`).join(',') })} />
      <StyledError id={ids.error} role="alert" hidden={!error}>
        {error?.message}
      </StyledError>
    </div>
  );
}
