/**
 * A writer that never settles (the .xlsx writer's worker refused by the page's policy, say) is a
 * failure like any other: after EXPORT_TIMEOUT_MS the page says the file could not be created and
 * the button is usable again (docs/behaviour.md, Out of the tool).
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { EXPORT_TIMEOUT_MS } from '../../../../src/client/config/constants';
import { ListActions } from '../../../../src/client/features/list-output';
import { xlsxFile } from '../../../../src/client/features/list-output/export-files';
import { DEMO_USER } from '../../support/render-app';
import { createTestStore, renderWithStore } from '../../support/test-store';
import { LIST, TABLE } from './output-fixtures';

jest.mock('write-excel-file/universal', () => ({
  __esModule: true,
  default: () => ({ toBlob: () => new Promise<never>(() => undefined) }),
}));

beforeEach(() => { jest.useFakeTimers(); });
afterEach(() => { jest.useRealTimers(); });

it('rejects the .xlsx file when its writer has not settled within EXPORT_TIMEOUT_MS, and not before', async () => {
  const outcome = jest.fn();
  xlsxFile(TABLE).then(() => outcome('written'), (error: Error) => outcome(error.name));
  await jest.advanceTimersByTimeAsync(EXPORT_TIMEOUT_MS - 1);
  expect(outcome).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(outcome).toHaveBeenCalledWith('TimeoutError');
});

it('"Export Excel": the spinner ends with "The file could not be created. Please try again."', async () => {
  const { store } = createTestStore({ session: { user: DEMO_USER, token: 't' } });
  renderWithStore(<ListActions list={LIST} />, store);
  const button = screen.getByRole('button', { name: /Export Excel/ });
  fireEvent.click(button);
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(button).toHaveClass('ant-btn-loading');
  await act(() => jest.advanceTimersByTimeAsync(EXPORT_TIMEOUT_MS));
  expect(screen.getByText('The file could not be created. Please try again.')).toBeInTheDocument();
  expect(button).not.toHaveClass('ant-btn-loading');
});
