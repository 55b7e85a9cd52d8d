/**
 * The console's calls for imports (docs/api.md, Staff: imports). A file goes as the request body
 * itself, streamed by the browser from disk, never read into the page.
 */
import { api } from '../../api/api';
import type {
  ImportKind, ImportOverview, ImportRunDetail, ImportStarted,
} from '../../../shared/admin-imports-contract';

const FILE_TYPE = { 'content-type': 'text/csv' };

export const importsApi = api.injectEndpoints({
  endpoints: (build) => ({
    importOverview: build.query<ImportOverview, void>({
      query: () => '/admin/imports',
    }),
    importRun: build.query<ImportRunDetail, number>({
      query: (id) => `/admin/imports/${id}`,
    }),
    checkImport: build.mutation<ImportStarted, { kind: ImportKind; file: File }>({
      query: ({ kind, file }) => ({
        url: '/admin/imports', method: 'POST', params: { kind, fileName: file.name }, body: file, headers: FILE_TYPE,
      }),
    }),
    applyImport: build.mutation<ImportStarted, { checkId: number; file: File }>({
      query: ({ checkId, file }) => ({ url: `/admin/imports/${checkId}/apply`, method: 'POST', body: file, headers: FILE_TYPE }),
    }),
  }),
});

export const { useImportOverviewQuery, useImportRunQuery, useCheckImportMutation, useApplyImportMutation } = importsApi;
