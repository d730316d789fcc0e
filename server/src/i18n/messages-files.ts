// Messages of the stored-file routes (server/src/files/): file lists, uploads, downloads, object storage.
// Each refusal names the field or the limit it is about.

export const FILE_MESSAGES = {
  fileCategoryBad: ['category: 不支持的文件类别', 'category: not a file category'],
  fileNameBad: [
    '{field}: 名称须为1–200个字符，不能包含 / \\ .. 或控制字符',
    '{field}: a name has 1–200 characters and no / \\ .. or control characters',
  ],
  fileFolderBad: [
    '{field}: 文件夹路径须由1–64个字符的名称以 / 分隔组成，最多10层',
    '{field}: a folder path is up to 10 names of 1–64 characters joined by /',
  ],
  fileNameExt: ['name: 重命名不能更改扩展名“{ext}”', 'name: a new name must keep the extension "{ext}"'],
  fileTooLarge: ['file: 文件大小不能超过{limit}', 'file: the file must not exceed {limit}'],
  fileSingleTooLarge: [
    'file: 单次上传不能超过{limit}，更大的文件请分片上传',
    'file: a single upload must not exceed {limit}; upload larger files in chunks',
  ],
  fileTypeRefused: [
    'file: 不接受该文件类型，可接受：{accept}',
    'file: this type of file is not accepted; accepted: {accept}',
  ],
  fileStaffOnly: ['{field}: 只有员工可以设置', '{field} may only be set by staff'],
  fileNotFound: ['文件不存在', 'File not found'],
  fileNoPreview: [
    '只能预览图片（png、jpg、gif、webp）和PDF文件',
    'Only images (png, jpg, gif, webp) and PDF files can be previewed',
  ],
  fileRangeBad: ['Range: 请求的范围超出文件大小{size}字节', 'Range: the file has only {size} bytes'],
  fileFolderExists: ['name: 文件夹已存在', 'name: this folder already exists'],
  fileFolderNotEmpty: ['path: 文件夹中还有文件，不能删除', 'path: the folder still holds files'],
  fileFolderMissing: ['path: 文件夹不存在', 'path: no such folder'],
  fileChecksumMismatch: [
    'sha256: 文件内容与校验和不一致，未保存，请重新上传',
    'sha256: the file does not match its checksum; nothing was stored, please upload it again',
  ],
  fileUploadMissing: ['上传任务不存在或已过期', 'No such upload (it may have expired)'],
  fileChunkIndex: ['index: 分片序号须在0到{max}之间', 'index: a chunk index is between 0 and {max}'],
  fileChunkSize: ['index: 分片{index}须为{bytes}字节', 'index: chunk {index} must have {bytes} bytes'],
  fileChunksMissing: ['还有{count}个分片未上传：{list}', '{count} chunks have not been uploaded: {list}'],
  fileUploadBusy: ['该上传正在合并，请稍候', 'This upload is being completed; please wait'],
  ossBucketMissing: ['bucket: 存储桶不存在', 'bucket: no such bucket'],
  ossKeyBad: ['{field}: 对象键无效', '{field}: not a valid object key'],
  ossKeyIsFile: [
    'key: 该对象是文件列表中的文件，请在其列表中删除',
    'key: this object is a file of a file list; delete it there',
  ],
  ossLinkBad: ['链接无效或已过期', 'The link is invalid or has expired'],
  pdfPreviewBadFile: [
    'file: 只能预览本系统存储的PDF文件路径',
    'file: only the path of a PDF stored here can be previewed',
  ],
  pdfPreviewTitle: ['PDF预览', 'PDF preview'],
  transitBadUrl: [
    'url: 只能是本系统的接口路径（不允许协议、主机或“..”）',
    'url: only a path of this server’s API may be relayed (no scheme, host or “..”)',
  ],
} as const satisfies Record<string, readonly [string, string]>;
