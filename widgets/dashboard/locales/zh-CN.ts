export default {
  totalVisits: '总登录次数',
  todayVisits: '今日登录次数',
  todayIps: '今日登录 IP 数',
  weekTitle: '近 7 天登录情况',
  visits: '登录次数',
  ips: 'IP 数',
  dayLabel: '{{day}}：登录 {{visit}} 次，IP {{ip}} 个',
  loadFailed: '统计数据加载失败',
  retry: '重试',
};
