import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Progress from 'antd/es/progress';
import { errorMessage, spacing, useHostDispatch } from '@hearth/host';
import { Notice, Text, touchTarget } from '@hearth/host/ui';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { recipesApi, useCancelImportMutation, useGetImportQuery, useStartImportMutation } from '../../../api/recipes-api';
import { importOutcome, importProgress } from './import-texts';

/** How often a running import is asked how it goes. */
export const IMPORT_POLL_MS = 700;

const plainList = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: spacing(0.5) } as const;

// A title link is a whole touch target (44 px), not just its line of text.
const recipeLink = { ...touchTarget, display: 'inline-flex', alignItems: 'center' } as const;

/**
 * 'Import recipes' (docs/product/recipes.md "Import recipes"): another app's export file in, its
 * recipes saved by the server in the background while the dialog follows, then what came in and
 * what did not, and why. Closing the dialog leaves the import going.
 */
export default function ImportRecipesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useHostDispatch();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [startImport, { data: started, isLoading: starting, reset }] = useStartImportMutation();
  const [cancelImport, { isLoading: cancelling }] = useCancelImportMutation();
  const [finished, setFinished] = useState(false);
  const jobId = started?._id;
  const { data: polled } = useGetImportQuery(jobId ?? '', { skip: !jobId, pollingInterval: jobId && !finished ? IMPORT_POLL_MS : 0 });
  const job = polled ?? started;

  useEffect(() => {
    if (!job || job.status === 'running' || finished) return;
    setFinished(true);
    if (job.imported.length > 0) dispatch(recipesApi.util.invalidateTags(['RecipeList', 'Category']));
  }, [job, finished, dispatch]);

  const begin = async () => {
    if (!file) return;
    setFailure(null);
    setFinished(false);
    try {
      await startImport(file).unwrap();
    } catch (error) {
      setFailure(errorMessage(error, 'The file could not be imported'));
    }
  };

  const again = () => {
    reset();
    setFile(null);
    setFinished(false);
    setFailure(null);
  };

  const running = job?.status === 'running';
  const outcome = job && !running ? importOutcome(job) : null;

  return (
    <Modal open={open} onCancel={onClose} title="Import recipes" footer={null} destroyOnHidden={false}>
      <Flex vertical gap={spacing(2)}>
        {!job && (
          <>
            <Text>
              A Mealie export or backup, a Tandoor export, a Paprika export (.paprikarecipes) or a Hearth backup. Each recipe becomes a private recipe of your
              household, with its picture; one already there is skipped.
            </Text>
            <Flex vertical gap={spacing(0.5)}>
              <label htmlFor={fileId}>Export file</label>
              <input
                id={fileId}
                type="file"
                accept=".zip,.paprikarecipes,application/zip"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                style={{ minHeight: touchTarget.minHeight, maxWidth: '100%' }}
              />
            </Flex>
            {failure && <Notice type="error" showIcon title={failure} />}
            <Button type="primary" size="large" disabled={!file} loading={starting} onClick={() => void begin()} style={touchTarget}>
              Import
            </Button>
          </>
        )}

        {job && (
          <Flex vertical gap={spacing(1)}>
            <Progress percent={job.total === 0 ? 100 : Math.floor((job.done / job.total) * 100)} status={running ? 'active' : job.status === 'done' ? 'success' : 'exception'} />
            <Text>{importProgress(job)}</Text>
          </Flex>
        )}

        {running && (
          <>
            <Text type="secondary">You can close this window: the import goes on, and its recipes appear in your list.</Text>
            <Button size="large" danger loading={cancelling} onClick={() => void cancelImport(job._id)} style={touchTarget}>
              Cancel import
            </Button>
          </>
        )}

        {job && outcome && (
          <>
            <Notice type={outcome.type} showIcon title={outcome.title} description={outcome.description} />
            {job.imported.length > 0 && (
              <section aria-label="Imported recipes">
                <ul style={plainList}>
                  {job.imported.map((recipe) => (
                    <li key={recipe._id}>
                      <Link to={`/recipes/${recipe._id}`} onClick={onClose} style={recipeLink}>
                        {recipe.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {job.skipped.length > 0 && (
              <section aria-label="Not imported">
                <Text strong>Not imported</Text>
                <ul style={plainList}>
                  {job.skipped.map((skipped, index) => (
                    <li key={index}>
                      <Text strong>{skipped.title}</Text>: {skipped.reason}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <Flex wrap gap={spacing(1)}>
              <Button size="large" onClick={again} style={touchTarget}>
                Import another file
              </Button>
              <Button size="large" type="primary" onClick={onClose} style={touchTarget}>
                Close
              </Button>
            </Flex>
          </>
        )}
      </Flex>
    </Modal>
  );
}
