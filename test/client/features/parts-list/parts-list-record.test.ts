/** The support log records a parts list once: in the list shown, not again in the lookup's answer. */
import { configureStore } from '@reduxjs/toolkit';
import { rootReducer } from '../../../../src/client/app/root-reducer';
import { listShown } from '../../../../src/client/features/parts-list/parts-list-slice';
import { createActionRecorder } from '../../../../src/client/features/support-log/action-recorder';
import { answer, entry, SIEMENS } from './parts-list-kit';

it('keeps the lookup\'s answer without its body, and the lines in listShown', () => {
  const recorder = createActionRecorder({ now: () => 0 });
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ serializableCheck: false, immutableCheck: false }).concat(recorder.middleware),
  });
  const lines = [answer(0, '6ES7214-1AG40-0XB0', 1, 'found', SIEMENS)];
  store.dispatch({
    type: 'api/executeQuery/fulfilled',
    payload: { lookupId: 'lookup-1', lines },
    meta: { arg: { endpointName: 'lookup', type: 'query' }, requestId: 'r1', requestStatus: 'fulfilled', fulfilledTimeStamp: 0 },
  });
  store.dispatch(listShown([entry(1, lines[0])]));
  const [fulfilled, shown] = recorder.entries();
  expect(fulfilled.type).toBe('api/executeQuery/fulfilled');
  expect(fulfilled).not.toHaveProperty('payload');
  expect(shown.payload).toEqual([entry(1, lines[0])]);
});
