import { App } from 'antd';
import { errorMessage } from './trpc';

/**
 * The toasts of spec §8: a success sentence, or a failure made of the operation's prefix
 * ("Failed to create product: ") and the server's message (else the fallback).
 */
export function useNotify() {
  const { message } = App.useApp();
  return {
    success: (text: string) => void message.success(text),
    failure: (prefix: string, error: unknown, fallback = 'Something went wrong. Please try again.') =>
      void message.error(`${prefix}${errorMessage(error, fallback)}`),
  };
}
