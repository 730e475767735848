import { DeleteOutlined, ShopOutlined, UploadOutlined } from '@ant-design/icons';
import { isImageOfItsLabel, LOGO_KIND_MESSAGE, LOGO_MAX_BYTES, LOGO_MESSAGE, logoImage } from '@sevak/shared';
import { Avatar, Button, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { z } from 'zod';
import { zodRule } from '../lib/form-rules';

/** The image types the server takes as a logo (shared `logoImage`). */
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'];

function megabytes(bytes: number) {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** Why a chosen file cannot be a logo, or undefined when it can. */
export function logoFileProblem(file: { size: number; type: string }): string | undefined {
  if (!LOGO_TYPES.includes(file.type)) return `${LOGO_MESSAGE} (PNG, JPEG, WebP, GIF or SVG).`;
  if (file.size > LOGO_MAX_BYTES) return `${LOGO_MESSAGE}; this file is ${megabytes(file.size)}.`;
  return undefined;
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** A logo already saved is shown from the server's URL for it; only a newly chosen one is a data URL. */
const isSavedLogo = (value: unknown) => typeof value === 'string' && value.startsWith('/logos/');

/**
 * The logo field's rule: a newly chosen image is checked as the server checks it (size, and bytes
 * that are the image its type says); the saved logo, which the form does not send back, passes.
 */
export const logoRule = zodRule(z.preprocess((value) => (isSavedLogo(value) ? undefined : value), logoImage));

interface LogoInputProps {
  /** The saved logo's URL, a chosen image's data URL, or null/undefined for none (set by antd Form.Item). */
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
  disabled?: boolean;
}

/**
 * A business logo: picked from the device, kept as a data URL (spec §3 "Admin": image), shown
 * as a preview with a Remove button. A file over 1 MB, of another type, or whose bytes are not the
 * image its type says is refused here, with the reason, before anything is sent.
 */
export function LogoInput({ value, onChange, id, disabled }: LogoInputProps) {
  const [problem, setProblem] = useState<string>();

  const choose = async (file: File) => {
    const reason = logoFileProblem(file);
    setProblem(reason);
    if (reason) return;
    let image: string;
    try {
      image = await readAsDataUrl(file);
    } catch {
      setProblem('The file could not be read. Please choose another image.');
      return;
    }
    // A file named .png whose bytes are something else is refused here, as the server would.
    if (!isImageOfItsLabel(image)) setProblem(LOGO_KIND_MESSAGE);
    else onChange?.(image);
  };

  return (
    <Space id={id} orientation="vertical" size="small">
      <Space wrap>
        <Avatar shape="square" size={64} src={value || undefined} icon={value ? undefined : <ShopOutlined />} alt="Logo preview" />
        <Upload
          accept={LOGO_TYPES.join(',')}
          showUploadList={false}
          disabled={disabled}
          beforeUpload={(file) => {
            void choose(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined />} disabled={disabled}>
            {value ? 'Change Logo' : 'Upload Logo'}
          </Button>
        </Upload>
        {value && (
          <Button
            icon={<DeleteOutlined />}
            disabled={disabled}
            onClick={() => {
              setProblem(undefined);
              onChange?.(null);
            }}
          >
            Remove
          </Button>
        )}
      </Space>
      {problem ? (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">PNG, JPEG, WebP, GIF or SVG, at most 1 MB.</Typography.Text>
      )}
    </Space>
  );
}
