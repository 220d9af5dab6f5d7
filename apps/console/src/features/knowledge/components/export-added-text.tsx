/** What an export says: 导出成功, and where its file will be (modules-spec 1 and 3.4). */
export function ExportAddedText() {
  return (
    <span>
      <span>导出成功</span>，<span>已添加到下载中心，请到下载中心查看</span>
    </span>
  );
}
