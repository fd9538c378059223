import Foundation
import Testing
import WAV

/// The reader against files `sox` writes, checked field by field against what `soxi` says.
@Suite struct SoxFileTests {
  let folder: WAVFolder

  init() throws {
    folder = try WAVFolder("SoxFileTests")
  }

  @Test(arguments: [
    (["-e", "signed-integer", "-b", "16", "-c", "1", "-r", "8000"], WAVEncoding.pcm, false),
    (["-e", "unsigned-integer", "-b", "8", "-c", "2", "-r", "11025"], .pcm, false),
    (["-e", "signed-integer", "-b", "24", "-c", "2", "-r", "48000"], .pcm, true),
    (["-e", "signed-integer", "-b", "32", "-c", "1", "-r", "96000"], .pcm, true),
    (["-e", "floating-point", "-b", "32", "-c", "1", "-r", "44100"], .float, false),
    (["-e", "floating-point", "-b", "64", "-c", "2", "-r", "22050"], .float, false),
    (["-e", "mu-law", "-c", "1", "-r", "8000"], .muLaw, false),
    (["-e", "a-law", "-c", "1", "-r", "8000"], .aLaw, false),
    (["-e", "signed-integer", "-b", "16", "-c", "6", "-r", "48000"], .pcm, true),
    (["-B", "-e", "signed-integer", "-b", "16", "-c", "1", "-r", "16000"], .pcm, false),
  ])
  func readsWhatSoxWrites(options: [String], encoding: WAVEncoding, extensible: Bool) throws {
    let path = folder.path("sox.wav")
    try Sox.run(["-n"] + options + [path, "synth", "0.25", "sine", "440"])

    let file = try WAVReader.read(path: path)

    #expect(file.format.encoding == encoding)
    #expect(file.format.isExtensible == extensible)
    #expect(file.container == (options.contains("-B") ? .rifx : .riff))
    #expect("\(file.format.sampleRate)" == (try Sox.info("r", path)))
    #expect("\(file.format.channels)" == (try Sox.info("c", path)))
    #expect("\(file.format.bitsPerSample)" == (try Sox.info("b", path)))
    #expect("\(file.frames)" == (try Sox.info("s", path)))
    let soxDuration = try #require(Double(try Sox.info("D", path)))
    #expect(abs(file.duration - soxDuration) < 1e-6)
    #expect(!file.isTruncated)
  }

  @Test func aSoxFileCutShortIsTruncated() throws {
    let path = folder.path("cut.wav")
    try Sox.run(["-n", "-r", "8000", "-b", "16", "-c", "1", path, "synth", "1", "sine", "440"])
    let whole = try folder.read(path)
    try folder.write(Array(whole.prefix(44 + 8000)), to: "cut.wav")

    let file = try WAVReader.read(path: path)

    #expect(file.isTruncated)
    #expect(file.frames == 4000)
    #expect(file.duration == 0.5)
  }
}
