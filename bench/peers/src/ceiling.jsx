// The ceiling: the same rows and columns in a plain antd Table, with no schema runtime around it.
import { ConfigProvider, Table, Tag } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { createRoot } from 'react-dom/client';
import { ROWS, VIRTUAL, dataUrl } from './query.js';

function CeilingTable({ data }) {
  const columns = data.columns.map((c) => ({
    title: c.title,
    dataIndex: c.field,
    key: c.field,
    width: c.width,
    ellipsis: c.ellipsis,
    render: c.dict ? (v) => <Tag>{data.dict[c.dict]?.[v] ?? v}</Tag> : undefined,
  }));
  columns.push({
    title: '操作',
    key: 'actions',
    width: 120,
    fixed: 'right',
    render: () => (
      <>
        <a>详情</a> <a>编辑</a>
      </>
    ),
  });
  return (
    <Table
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={data.records}
      rowSelection={{}}
      virtual={VIRTUAL || undefined}
      scroll={VIRTUAL ? { x: 2000, y: 600 } : { x: 'max-content' }}
      pagination={{ pageSize: ROWS, showSizeChanger: true }}
    />
  );
}

const data = await fetch(dataUrl()).then((r) => r.json());
createRoot(document.getElementById('root')).render(
  <ConfigProvider locale={zhCN}>
    <CeilingTable data={data} />
  </ConfigProvider>,
);
