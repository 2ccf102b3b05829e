import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { notifyError, notifyProgress, notifySuccess } from './notify';

const titles = () => {
  const { notifications: shown, queue } = notificationsStore.getState();
  return [...shown, ...queue].map((n) => n.title);
};

afterEach(() => notifications.clean());

describe('toasts, one at a time', () => {
  it('a new toast replaces the one showing instead of queueing behind it', () => {
    notifySuccess('Image Uploaded', 'sunburst.png is in the library');
    notifySuccess('Product Added', 'E2E Sunburst Tee');
    expect(titles()).toEqual(['Product Added']);
    notifyError('Price must be positive');
    expect(titles()).toEqual(['Error']);
  });

  it('keeps work under way: its outcome still shows', () => {
    const upload = notifyProgress('Uploading', 'sunburst.png');
    notifySuccess('Product Added', 'E2E Sunburst Tee');
    expect(titles()).toEqual(['Uploading', 'Product Added']);
    upload.succeed('Image Uploaded', 'sunburst.png is in the library');
    expect(titles()).toContain('Image Uploaded');
  });
});
