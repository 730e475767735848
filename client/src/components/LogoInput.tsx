import { DeleteOutlined, ShopOutlined, UploadOutlined } from '@ant-design/icons';
import { isImageOfItsLabel, LOGO_MAX_BYTES, logoImage, MSG } from '@sevak/shared';
import { Avatar, Button, Space, Typography, Upload } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MESSAGES } from '../i18n/messages-catalogue';
import { messageText } from '../i18n/messages';
import { zodRule } from '../lib/form-rules';
import { COMMON } from '../i18n/common';

/** The image types the server takes as a logo (shared `logoImage`). */
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'];

function megabytes(bytes: number) {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** Why a chosen file cannot be a logo, or undefined when it can; in the language of `t`. */
export function logoFileProblem(file: { size: number; type: string }, t: TFunction<'common'>): string | undefined {
  // The shared schema's sentence, by its key once it has one (messageText passes a plain sentence through).
  const problem = messageText(MSG.businesses.validation.logoTooLarge);
  if (!LOGO_TYPES.includes(file.type)) return t('logo.wrongType', { problem });
  if (file.size > LOGO_MAX_BYTES) return t('logo.tooLarge', { problem, size: megabytes(file.size) });
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
  // The shared messages come along, for the schema's sentences about the image.
  const { t } = useTranslation([COMMON, MESSAGES]);

  const choose = async (file: File) => {
    const reason = logoFileProblem(file, t);
    setProblem(reason);
    if (reason) return;
    let image: string;
    try {
      image = await readAsDataUrl(file);
    } catch {
      setProblem(t('logo.unreadable'));
      return;
    }
    // A file named .png whose bytes are something else is refused here, as the server would.
    if (!isImageOfItsLabel(image)) setProblem(messageText(MSG.businesses.validation.logoKind));
    else onChange?.(image);
  };

  return (
    <Space id={id} orientation="vertical" size="small">
      <Space wrap>
        <Avatar shape="square" size={64} src={value || undefined} icon={value ? undefined : <ShopOutlined />} alt={t('logo.preview')} />
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
            {value ? t('logo.change') : t('logo.upload')}
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
            {t('actions.remove')}
          </Button>
        )}
      </Space>
      {problem ? (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">{t('logo.hint')}</Typography.Text>
      )}
    </Space>
  );
}
