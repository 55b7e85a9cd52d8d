/** A file that cannot be made (its writer failed to load, say) is said, and the button is usable again (docs/behaviour.md, Out of the tool). */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ListActions } from '../../../../src/client/features/list-output';
import { DEMO_USER } from '../../support/render-app';
import { createTestStore, renderWithStore } from '../../support/test-store';
import { LIST } from './output-fixtures';

jest.mock('../../../../src/client/features/list-output/export-files', () => ({
  csvFile: jest.fn().mockRejectedValue(new Error('Loading chunk list-export failed')),
  xlsxFile: jest.fn().mockRejectedValue(new Error('Loading chunk list-export failed')),
}));

it.each([/Export CSV/, /Export Excel/])('%s: "The file could not be created. Please try again."', async (name) => {
  const { store } = createTestStore({ session: { user: DEMO_USER, token: 't' } });
  renderWithStore(<ListActions list={LIST} />, store);
  fireEvent.click(screen.getByRole('button', { name }));
  expect(await screen.findByText('The file could not be created. Please try again.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name })).not.toHaveClass('ant-btn-loading'));
});
