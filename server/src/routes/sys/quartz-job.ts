// Scheduled jobs (/sys/quartzJob, JeecgBoot's QuartzJobController). list, queryById, delete,
// deleteBatch, exportXls and importExcel are generated from schemas/models/sys_quartz_job.json; here:
// add and edit (the cron expression and handler name checked first, nothing saved when either is bad),
// pause, resume, execute (run once now), cronPreview (the form's next five runs) and handlers (the
// form's choices). The scheduler starts when the app is ready and stops before it closes.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendFieldErrors } from '../../crud/routes.js';
import type { FieldError } from '../../crud/types.js';
import { fail, ok } from '../../lib/envelope.js';
import { MAX_CRON_LENGTH, checkCron, previewCron } from '../../services/quartz-cron.js';
import { jobHandler, jobHandlerNames } from '../../services/quartz-handlers.js';
import { JOB_RUNNING, JOB_STOPPED, JobScheduler } from '../../services/quartz-scheduler.js';
import { checkedWrite } from '../checked-write.js';
import { idQuerySchema } from './announcement-schemas.js';
import { requiredId } from './roles-params.js';

const BASE = '/sys/quartzJob';
const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_SYNC_MS = 5_000;
/** How long execute waits for the run's outcome before answering that it has started. */
const EXECUTE_WAIT_MS = 5_000;

const quartzRoutes: FastifyPluginAsync = async (app) => {
  const scheduler = new JobScheduler(app.db, {
    timeoutMs: app.config.quartz?.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    syncMs: app.config.quartz?.syncMs ?? DEFAULT_SYNC_MS,
    push: (d) => app.realtime.publish(d.audience, d.message),
    log: { info: (msg) => app.log.info(msg), error: (err, msg) => app.log.error({ err }, msg) },
    onRun: (job, result, ms) => {
      if (app.monitor.enabled) app.monitor.observeJob(job, result, ms);
    },
  });
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('preClose', () => scheduler.stop());

  const model = () => {
    const found = app.models.models.get('sys_quartz_job');
    if (!found) throw new Error('schemas/models/sys_quartz_job.json is not loaded');
    return found;
  };

  /** The job fields add and edit check beyond the model: a firing cron and a registered handler. */
  const jobErrors = (request: FastifyRequest, body: Record<string, unknown>): FieldError[] => {
    const errors: FieldError[] = [];
    const cron = body.cronExpression;
    if (typeof cron === 'string') {
      body.cronExpression = cron.trim();
      if (cron.length <= MAX_CRON_LENGTH && !checkCron(cron, 1).ok)
        errors.push({ field: 'cronExpression', message: request.t('quartzCronInvalid') });
    }
    const className = body.jobClassName;
    if (typeof className === 'string') {
      body.jobClassName = className.trim();
      if (className.length <= 255 && !jobHandler(className.trim()))
        errors.push({ field: 'jobClassName', message: request.t('quartzHandlerUnknown') });
    }
    return errors;
  };

  // Imported jobs are checked the same way (a bad cron or class name refuses the row).
  app.models.addRowCheck('sys_quartz_job', (request, values) => jobErrors(request, values));
  const write = (request: FastifyRequest, reply: FastifyReply, mode: 'add' | 'edit') =>
    checkedWrite(request, reply, model(), mode, {
      check: (body) => jobErrors(request, body),
      notFound: (req, res) =>
        sendFieldErrors(res, [{ field: 'id', message: req.t('quartzNotFound', { field: 'id' }) }]),
      addedMessage: 'quartzSaved',
      editedMessage: 'quartzEdited',
      afterWrite: () => scheduler.sync(),
    });
  app.post(`${BASE}/add`, { config: { permission: 'quartzJob:add' } }, (request, reply) =>
    write(request, reply, 'add'),
  );
  app.route({
    method: ['PUT', 'POST'],
    url: `${BASE}/edit`,
    config: { permission: 'quartzJob:edit' },
    handler: (request, reply) => write(request, reply, 'edit'),
  });

  const setStatus = async (request: FastifyRequest, reply: FastifyReply, status: number) => {
    const id = requiredId(request, request.query, 'id');
    const job = await app.db
      .selectFrom('sys_quartz_job')
      .select('cron_expression')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!job)
      return sendFieldErrors(reply, [{ field: 'id', message: request.t('quartzNotFound', { field: 'id' }) }]);
    // An imported job may carry a cron that never fires: it cannot be started until edited.
    if (status === JOB_RUNNING && !checkCron(job.cron_expression, 1).ok)
      return sendFieldErrors(reply, [{ field: 'cronExpression', message: request.t('quartzCronInvalid') }]);
    await app.db.updateTable('sys_quartz_job').set({ status }).where('id', '=', id).execute();
    app.models.evict(model());
    await scheduler.sync();
    return ok(null, request.t(status === JOB_RUNNING ? 'quartzResumed' : 'quartzPaused'));
  };
  const editCode = { config: { permission: 'quartzJob:edit' }, schema: { querystring: idQuerySchema } };
  app.get(`${BASE}/pause`, editCode, (request, reply) => setStatus(request, reply, JOB_STOPPED));
  app.get(`${BASE}/resume`, editCode, (request, reply) => setStatus(request, reply, JOB_RUNNING));

  app.get(`${BASE}/execute`, editCode, async (request, reply) => {
    const id = requiredId(request, request.query, 'id');
    const run = await scheduler.runNow(id, EXECUTE_WAIT_MS);
    if (!run)
      return sendFieldErrors(reply, [{ field: 'id', message: request.t('quartzNotFound', { field: 'id' }) }]);
    if (run.result === 'running') return ok(run, request.t('quartzExecuteRunning'));
    if (run.result === 'success') return ok(run, request.t('quartzExecuted'));
    const stored = await app.db
      .selectFrom('sys_quartz_job_run')
      .select('error_text')
      .where('id', '=', run.runId)
      .executeTakeFirst();
    throw fail(request.t('quartzExecuteFailed', { error: stored?.error_text ?? '' }), 500, 200);
  });

  app.get<{ Querystring: { cron: string } }>(
    `${BASE}/cronPreview`,
    {
      config: { permission: 'quartzJob:list' },
      schema: {
        querystring: {
          type: 'object',
          required: ['cron'],
          properties: { cron: { type: 'string', maxLength: MAX_CRON_LENGTH } },
        },
      },
    },
    async (request, reply) => {
      const next = previewCron(request.query.cron);
      if (!next)
        return sendFieldErrors(reply, [{ field: 'cronExpression', message: request.t('quartzCronInvalid') }]);
      return ok(next);
    },
  );

  app.get(`${BASE}/handlers`, { config: { permission: 'quartzJob:list' } }, async () =>
    ok(jobHandlerNames().map((name) => ({ name }))),
  );
};

export default quartzRoutes;
