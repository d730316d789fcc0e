// Story and test data of CategoryTree: a slice of the seeded product catalogue behind the category API.
import type { AxiosAdapter } from 'axios';

/** A slice of the seeded product catalogue: [id, parent id, code, name]. */
export const CATALOGUE: [string, string, string, string][] = [
  ['c01', '0', 'A01', '计算'],
  ['c0101', 'c01', 'A01A01', '云服务器 ECS'],
  ['c0102', 'c01', 'A01A02', '容器服务 Kubernetes 版'],
  ['c02', '0', 'A02', '存储'],
  ['c0201', 'c02', 'A02A01', '对象存储 OSS'],
  ['c0202', 'c02', 'A02A02', '文件存储 NAS'],
  ['c04', '0', 'A04', '数据库'],
  ['c0401', 'c04', 'A04A01', '云数据库 RDS'],
  ['c040101', 'c0401', 'A04A01A01', 'MySQL 版'],
  ['c040102', 'c0401', 'A04A01A02', 'PostgreSQL 版'],
];

const nodeOf = ([id, pid, code, name]: (typeof CATALOGUE)[number]) => ({
  key: id,
  value: id,
  title: name,
  code,
  parentId: pid,
  isLeaf: !CATALOGUE.some((c) => c[1] === id),
});

/**
 * The category endpoints over CATALOGUE, with a short delay like a network (query parameters matter,
 * so not the path table of stories/fixtures/fakeHttp).
 *
 * @example
 * http.defaults.adapter = categoryAdapter;
 */
export const categoryAdapter: AxiosAdapter = async (config) => {
  const path = (config.url ?? '').split('?')[0]!.replace(/^.*\/sys\/category/, '');
  const params = (config.params ?? {}) as Record<string, string>;
  let result: unknown = null;
  if (path === '/loadTreeRoot') {
    const root = CATALOGUE.find((c) => c[2] === params.pcode)?.[0] ?? '0';
    result = CATALOGUE.filter((c) => c[1] === root).map(nodeOf);
  } else if (path === '/loadTreeChildren') result = CATALOGUE.filter((c) => c[1] === params.pid).map(nodeOf);
  else if (path === '/loadDictItem') {
    result = String(params.ids ?? '')
      .split(',')
      .flatMap((id) => CATALOGUE.filter((c) => c[0] === id).map((c) => c[3]));
  }
  await new Promise((resolve) => setTimeout(resolve, 150));
  return {
    data: { success: true, code: 200, message: '', result },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  };
};
